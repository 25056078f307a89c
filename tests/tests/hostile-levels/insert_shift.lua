des.level_init({ style = "solidfill", fg = " " })
local t = {}
for i = 1, 1e9 do table.insert(t, 1, i) end
