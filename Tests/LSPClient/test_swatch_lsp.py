"""`swatch lsp` driven by pytest-lsp (pygls), an LSP client from PyPI, with Neovim's client capabilities.

Run by LanguageServerClientTests (Tests/SwatchIntegrationTests), which builds `swatch` and gives its path in
SWATCH; scripts/test installs pytest-lsp into .build-python.
"""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
ACME = ROOT / "Themes" / "Acme.theme.yaml"
URI = ACME.as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[os.environ["SWATCH"], "lsp"]))
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=client_capabilities("neovim"),
        root_uri=ROOT.joinpath("Themes").as_uri(),
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def lines():
    return ACME.read_text(encoding="utf-8").split("\n")


def line_of(text: str) -> int:
    return next(index for index, line in enumerate(lines()) if line == text)


async def open_acme(client: LanguageClient):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=URI, language_id="yaml", version=1, text=ACME.read_text(encoding="utf-8")
            )
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


async def change(client: LanguageClient, version: int, line: int, start: int, end: int, text: str):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=line, character=start),
                        end=types.Position(line=line, character=end),
                    ),
                    text=text,
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


@pytest.mark.asyncio
async def test_acme_checks_clean_and_a_mistake_shows_with_its_rule(client: LanguageClient):
    await open_acme(client)
    # `swatch check Themes/Acme.theme.yaml` passes it: nothing to show.
    assert list(client.diagnostics[URI]) == []

    line = line_of("    role: tint")
    await change(client, 2, line, 10, 14, "tnit")
    [diagnostic] = client.diagnostics[URI]
    assert diagnostic.code == "THEME-value"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range == types.Range(
        start=types.Position(line=line, character=10), end=types.Position(line=line, character=14)
    )
    assert diagnostic.code_description.href.endswith("docs/rules/THEME-value.md")
    assert "did you mean 'tint'" in diagnostic.message


@pytest.mark.asyncio
async def test_the_quick_fix_clears_its_error(client: LanguageClient):
    await open_acme(client)
    line = line_of("    role: tint")
    await change(client, 2, line, 10, 14, "tnit")
    [diagnostic] = client.diagnostics[URI]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred
    [edit] = action.edit.changes[URI]
    assert edit.new_text == "tint"
    # Applied as an editor applies it: the error is gone.
    await change(client, 3, edit.range.start.line, edit.range.start.character, edit.range.end.character, edit.new_text)
    assert list(client.diagnostics[URI]) == []


@pytest.mark.asyncio
async def test_hover_shows_the_sixteen_states_and_the_ratios(client: LanguageClient):
    await open_acme(client)
    line = line_of("  headline:")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=4)
        )
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    text = hover.contents.value
    states = [row for row in text.split("\n") if row.startswith("| light") or row.startswith("| dark")]
    assert len(states) == 16
    assert sum("`#1D1D1F`" in row for row in states) == 8
    assert sum("`#F2F2F7`" in row for row in states) == 8
    for background in ("cardBackground", "canvas", "systemBackground"):
        [row] = [row for row in text.split("\n") if row.startswith(f"| '{background}' |")]
        ratio = float(row.split("|")[2].strip().removesuffix(":1"))
        assert 1 <= ratio <= 21
        assert "4.50:1 minimum, 7.00:1 aim" in row


@pytest.mark.asyncio
async def test_completion_in_on_offers_only_backgrounds(client: LanguageClient):
    await open_acme(client)
    line = line_of("    on: [cardBackground, systemBackground]")
    # The list emptied as if being typed: `    on: [`
    await change(client, 2, line, 9, 42, "")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=9)
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = {item.label for item in items}
    assert {"cardBackground", "canvas", "systemBackground"} <= labels
    assert not labels & {"brand", "headline", "body", "divider", "highlight", "label"}
    assert all(item.detail.startswith("background") or item.detail.startswith("material") for item in items)


@pytest.mark.asyncio
async def test_completion_offers_the_keys_a_color_lacks(client: LanguageClient):
    await open_acme(client)
    # A new line in `brand:`, which has role, description, light, dark and on.
    line = line_of("    on: [cardBackground, systemBackground]")
    await change(client, 2, line + 1, 0, 0, "    \n")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line + 1, character=4)
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [item.label for item in items] == ["increasedContrast", "text", "contrast", "rules", "exempt"]


FOUR_FILES = ROOT / "Tests" / "Fixtures" / "tokens" / "four-files"


@pytest.mark.asyncio
async def test_a_token_file_is_checked_with_the_resolver_that_reads_it(client: LanguageClient):
    resolver = FOUR_FILES / "App.resolver.json"
    dark = FOUR_FILES / "themes" / "dark.tokens.json"
    # The dark text typed as dark as its canvas, in the editor only.
    text = dark.read_text(encoding="utf-8").replace("#F2F2F7", "#2C2C2E")
    for path, contents in ((resolver, resolver.read_text(encoding="utf-8")), (dark, text)):
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="json", version=1, text=contents)
            )
        )
    for _ in range(20):
        if any(d.code == "DM-contrast" for d in client.diagnostics.get(dark.as_uri(), [])):
            break
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [finding] = [d for d in client.diagnostics[dark.as_uri()] if d.code == "DM-contrast"]
    assert finding.severity == types.DiagnosticSeverity.Error
    line = next(index for index, row in enumerate(text.split("\n")) if '"text"' in row)
    # At the value, its opening quote included.
    column = text.split("\n")[line].index('"#2C2C2E"')
    assert finding.range.start == types.Position(line=line, character=column)
    assert "'text' on 'canvas'" in finding.message
    # The fixture's own finding, in a file that is not open, is shown in that file.
    dark_hc = (FOUR_FILES / "themes" / "dark-hc.tokens.json").as_uri()
    assert any(d.code == "DM-contrast" for d in client.diagnostics[dark_hc])
