des.level_init({ style = "solidfill", fg = " " })
local s = "x"
while true do
  s = s .. s
end
