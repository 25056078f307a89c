des.level_init({ style = "solidfill", fg = " " })
des.room({ type = "ordinary", contents = function()
  local step = coroutine.wrap(function()
    while true do coroutine.yield() end
  end)
  while true do pcall(step) end
end })
