des.level_init({ style = "solidfill", fg = " " })
local ok = coroutine.resume(coroutine.create(function()
  local t = {}
  for i = 1, 1e9 do
    t[i] = ("x"):rep(1000) .. i
  end
end))
des.terrain(1, 1, ".")
