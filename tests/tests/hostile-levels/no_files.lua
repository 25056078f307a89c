des.level_init({ style = "solidfill", fg = " " })
local ok = pcall(function()
  return io.open("written-by-a-level", "w")
end)
if os or require or dofile or loadfile or load or package or debug then
  des.terrain(99, 99, ".")
end
