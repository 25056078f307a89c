des.level_init({ style = "solidfill", fg = " " })
table.move({}, 1, 1e15, 2)
