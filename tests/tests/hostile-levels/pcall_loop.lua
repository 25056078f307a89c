des.level_init({ style = "solidfill", fg = " " })
while true do
  pcall(function() while true do end end)
end
