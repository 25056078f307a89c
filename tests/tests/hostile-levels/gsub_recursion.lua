des.level_init({ style = "solidfill", fg = " " })
local function f(s)
  return (s:gsub(".", f))
end
f("ab")
