-- `swatch lsp` in Neovim's own LSP client, headless: run by NeovimClientTests as
--   SWATCH=… OUT=… nvim --headless --clean -u Tests/LSPClient/neovim.lua Themes/Acme.theme.yaml
-- It writes what it saw to OUT, one finding a line, for the test to judge; it edits the buffer only, never the file.

local out = assert(io.open(os.getenv("OUT"), "w"))
local function say(...) out:write(table.concat({ ... }, " "), "\n") out:flush() end

local published = 0
local default_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  published = published + 1
  return default_handler(err, result, ctx, config)
end

local function wait_for_publication(after)
  return vim.wait(20000, function() return published > after end, 20)
end

local function line_of(text)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if line == text then return index - 1 end
  end
  error("no line " .. text)
end

local function run()
  local buffer = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({ name = "swatch", cmd = { os.getenv("SWATCH"), "lsp" }, root_dir = vim.fn.getcwd() })
  vim.lsp.buf_attach_client(buffer, client)
  if not wait_for_publication(0) then return say("timeout", "open") end
  say("opened", #vim.diagnostic.get(buffer))

  local headline = line_of("  headline:")
  local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover", {
    textDocument = vim.lsp.util.make_text_document_params(), position = { line = headline, character = 4 },
  }, 10000)
  for _, response in pairs(hover or {}) do
    local rows = 0
    for row in response.result.contents.value:gmatch("\n| (%a+) ·") do rows = rows + 1 end
    say("hover-states", rows)
    for background in response.result.contents.value:gmatch("\n| '(%a+)' |") do say("hover-on", background) end
  end

  local role = line_of("    role: tint")
  local before = published
  vim.api.nvim_buf_set_lines(buffer, role, role + 1, false, { "    role: tnit" })
  if not wait_for_publication(before) then return say("timeout", "change") end
  local diagnostics = vim.diagnostic.get(buffer)
  for _, diagnostic in ipairs(diagnostics) do
    local code = diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
    say("diagnostic", diagnostic.lnum, diagnostic.col, code)
  end

  local actions = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", {
    textDocument = vim.lsp.util.make_text_document_params(),
    range = { start = { line = role, character = 10 }, ["end"] = { line = role, character = 14 } },
    context = { diagnostics = {} },
  }, 10000)
  for _, response in pairs(actions or {}) do
    for _, action in ipairs(response.result or {}) do
      if action.isPreferred then
        say("action", action.title)
        before = published
        vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
        if not wait_for_publication(before) then return say("timeout", "fix") end
        say("after-fix", #vim.diagnostic.get(buffer), vim.api.nvim_buf_get_lines(buffer, role, role + 1, false)[1])
      end
    end
  end

  local on = line_of("    on: [cardBackground, systemBackground]")
  vim.api.nvim_buf_set_lines(buffer, on, on + 1, false, { "    on: [" })
  local completion = vim.lsp.buf_request_sync(buffer, "textDocument/completion", {
    textDocument = vim.lsp.util.make_text_document_params(), position = { line = on, character = 9 },
  }, 10000)
  for _, response in pairs(completion or {}) do
    local items = response.result.items or response.result
    for _, item in ipairs(items) do say("completion", item.label, item.detail) end
  end
  say("done")
end

vim.api.nvim_create_autocmd("VimEnter", {
  callback = function()
    local ok, message = pcall(run)
    if not ok then say("error", message) end
    out:close()
    vim.cmd("qa!")
  end,
})
