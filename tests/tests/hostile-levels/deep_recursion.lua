des.level_init({ style = "solidfill", fg = " " })
local function f(n)
  return f(n + 1) + 1
end
f(1)
