des.level_init({ style = "solidfill", fg = " " })
local nothing = string.rep("", 2^62)
local s = string.rep("ab", 2^20)
