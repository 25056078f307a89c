des.level_init({ style = "solidfill", fg = " " })
local ok = pcall(des.room, { contents = function()
  des.object(nil .. "x")
end })
