des.level_init({ style = "solidfill", fg = " " })
local s = ("x"):rep(400000)
for i = 1, 1e9 do local t = s:upper() end
