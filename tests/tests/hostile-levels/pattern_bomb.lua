des.level_init({ style = "solidfill", fg = " " })
local s = ("a"):rep(1e5)
local found = string.find(s, ("a*"):rep(30) .. "b")
