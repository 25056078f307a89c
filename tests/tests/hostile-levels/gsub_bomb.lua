des.level_init({ style = "solidfill", fg = " " })
local s = ("a"):rep(5e4)
local t = s:gsub("a-a-a-a-b", "")
