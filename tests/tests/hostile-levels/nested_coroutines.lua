des.level_init({ style = "solidfill", fg = " " })
local function deep(n)
  if n == 0 then
    while true do end
  end
  local co = coroutine.create(function() deep(n - 1) end)
  return coroutine.resume(co)
end
while true do
  deep(5)
end
