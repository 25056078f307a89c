des.level_init({ style = "solidfill", fg = " " })
local function f() coroutine.wrap(f)() end
f()
