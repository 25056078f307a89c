des.level_init({ style = "solidfill", fg = " " })
xpcall(function() while true do end end, function() while true do end end)
