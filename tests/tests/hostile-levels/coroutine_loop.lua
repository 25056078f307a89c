des.level_init({ style = "solidfill", fg = " " })
local co = coroutine.wrap(function() while true do end end)
co()
