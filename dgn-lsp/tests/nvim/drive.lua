-- Drives dgn-lsp from Neovim's built-in LSP client (0.7 or later): opens
-- $DGN_FILE, waits for diagnostics, asks for a hover and a completion at
-- $DGN_LINE/$DGN_HOVER_COL and $DGN_COMPLETE_COL, writes what it received as
-- JSON to $DGN_OUT and quits.
local out = os.getenv('DGN_OUT')
local result = {}
local ok, err = pcall(function()
  local file = os.getenv('DGN_FILE')
  local line = tonumber(os.getenv('DGN_LINE'))
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({
    name = 'dgn-lsp',
    cmd = { os.getenv('DGN_LSP_BIN') },
    root_dir = vim.fn.fnamemodify(file, ':h'),
    init_options = { target = 'nethack-3.4.3' },
  })
  vim.lsp.buf_attach_client(buf, id)
  result.got_diagnostics = vim.wait(20000, function()
    return #vim.diagnostic.get(buf) > 0
  end, 20)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(result.diagnostics, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      severity = d.severity, message = d.message, code = d.code or lsp.code or vim.NIL,
    })
  end
  local uri = vim.uri_from_bufnr(buf)
  local function ask(method, col, extra)
    local params = { textDocument = { uri = uri }, position = { line = line, character = col } }
    for k, v in pairs(extra or {}) do params[k] = v end
    local r = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
    return (r[id] or {}).result
  end
  result.hover = ask('textDocument/hover', tonumber(os.getenv('DGN_HOVER_COL')))
  local items = ask('textDocument/completion', tonumber(os.getenv('DGN_COMPLETE_COL')),
    { context = { triggerKind = 1 } })
  result.completion = {}
  for _, item in ipairs(items or {}) do
    table.insert(result.completion, item.label)
  end
  vim.lsp.stop_client(id)
end)
if not ok then
  result.error = tostring(err)
end
vim.fn.writefile({ vim.fn.json_encode(result) }, out)
vim.cmd('qa!')
