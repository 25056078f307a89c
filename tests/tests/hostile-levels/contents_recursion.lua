des.level_init({ style = "solidfill", fg = " " })
local function f()
  des.room({ contents = f })
end
f()
