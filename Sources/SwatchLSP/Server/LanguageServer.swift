import SwatchDiagnostics
import SwatchFormats
import SwatchLSPProtocol
import SwatchModel
import SwatchPipeline

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The server's state and its answer to each message, with no input or output
/// of its own: ``MessageLoop`` reads the frames and writes what it queues, so
/// that tests and the fuzzer drive it with bytes in memory.
///
/// Each message goes to the type ``MessageTable`` lists for its method, and
/// gets what LSP 3.17 says: a result, a JSON-RPC error, or (for a
/// notification that could not be used) a log message. Nothing a client sends
/// makes it stop, except `exit` and the end of input.
package final class LanguageServer {
    enum State: Equatable {
        case waitingForInitialize, running, shutDown
    }

    var state = State.waitingForInitialize
    /// Set by `exit`: 0 after `shutdown`, 1 without (as LSP says).
    var exitCode: Int32?
    var documents: [String: TextDocument] = [:]
    var workspace = WorkspaceThemes()
    /// The folders of the workspace, as paths.
    var roots: [String] = []
    /// Where rule pages are, ending in `/`; nil when the server knows none.
    var ruleDocumentationBase: String?
    /// Whether the workspace's folders are read for a theme's relatives, and
    /// a color set's catalog for its other sets; the fuzzer turns it off, so
    /// that a root of `/` in its input does not walk the disk.
    package var readsWorkspace = true

    /// What the last check found, by document URI; `stale` once a document
    /// changed after it.
    var analysis = WorkspaceAnalysis()
    var stale = true
    /// The checks the last analysis made, with what each read: the next
    /// repeats only those a change can change.
    var checkMemo = CheckMemo()
    /// Whether the analysis has not been published since it was made.
    private var unpublished = false
    var lastThemes: [String: ResolvedTheme] = [:]
    /// Each open document's recently published versions, for requests
    /// computed against one of them (`currentCodeActions`).
    var histories: [String: DocumentHistory] = [:]
    private var published: [String: PublishDiagnosticsParams] = [:]
    var cancelled: Set<RequestID> = []
    /// Whether the client watches files for the server when asked (dynamic registration).
    var watchesFiles = false
    private var outgoing: [[UInt8]] = []
    private let decoder = JSONDecoder()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    package init() {
        ruleDocumentationBase = RulePages.defaultBase
    }

    /// The message bodies to send, in order, since the last call.
    func takeOutgoing() -> [[UInt8]] {
        defer { outgoing = [] }
        return outgoing
    }

    /// Handles one frame of input.
    func receive(_ frame: Frame) {
        switch frame {
        case .malformed(let reason): log(.error, "ignored input that is not an LSP message: \(reason)")
        case .body(let body): receive(body: body)
        }
    }

    /// Notes a `$/cancelRequest` in a frame not yet handled, so that the
    /// request it names, if it is still waiting, is answered as cancelled
    /// rather than worked on.
    func noteCancellation(in frame: Frame) {
        // A cancellation is a few dozen bytes; a large body is not one, and
        // is not decoded twice to find out.
        guard case .body(let body) = frame, body.count < 512,
            let envelope = try? decoder.decode(IncomingEnvelope.self, from: Data(body)),
            envelope.method == CancelRequestNotification.method, envelope.id == nil,
            let params = try? decoder.decode(IncomingParams<CancelRequestNotification>.self, from: Data(body))
        else { return }
        cancelled.insert(params.params.id)
    }

    /// Checks the open themes again if they changed, and queues a
    /// `publishDiagnostics` for each file whose findings changed.
    func publishDiagnosticsIfNeeded() {
        guard state == .running else { return }
        if stale { refreshAnalysis() }
        guard unpublished else { return }
        unpublished = false
        var current: [String: PublishDiagnosticsParams] = [:]
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: ruleDocumentationBase)
        for (uri, found) in analysis.diagnosticsByURI {
            let version = documents[uri]?.version
            current[uri] = PublishDiagnosticsParams(
                uri: uri, version: version,
                diagnostics: found.map {
                    var diagnostic = converter.convert($0)
                    // The version, which the client sends back with a code
                    // action request, says which text the ranges are of.
                    diagnostic.data = version.map(DiagnosticData.init(version:))
                    return diagnostic
                })
        }
        // A file with findings before and none now gets an empty list, which
        // clears the editor's.
        for uri in published.keys where current[uri] == nil {
            current[uri] = PublishDiagnosticsParams(uri: uri, version: documents[uri]?.version, diagnostics: [])
        }
        for uri in current.keys.sorted() {
            let params = current[uri]!
            if let before = published[uri], before.diagnostics == params.diagnostics, before.version == params.version {
                continue
            }
            // Written by hand, in the encoder's bytes: the encoder cost an
            // edit with a hundred failing pairs some 4 ms.
            outgoing.append(params.notificationJSON())
            if let document = documents[uri] { histories[uri, default: DocumentHistory()].keep(document) }
        }
        published = current.filter { !$0.value.diagnostics.isEmpty || documents[$0.key] != nil }
    }

    /// The analysis of the open documents as they are now.
    func currentAnalysis() -> WorkspaceAnalysis {
        if stale { refreshAnalysis() }
        return analysis
    }

    /// The resolved theme of the document at `uri`: as it is now, or as it
    /// last resolved while it does not (a half-typed line is often no YAML,
    /// and completion is wanted most then).
    func theme(for uri: String) -> ResolvedTheme? {
        _ = currentAnalysis()
        return lastThemes[uri]
    }

    func refreshAnalysis() {
        stale = false
        unpublished = true
        analysis = WorkspaceAnalysis.check(
            documents: documents, workspace: workspace, readsDisk: readsWorkspace, memo: &checkMemo)
        for (uri, result) in analysis.results {
            if let theme = result.theme { lastThemes[uri] = theme }
        }
    }

    // MARK: Messages

    private func receive(body: [UInt8]) {
        let data = Data(body)
        let envelope: IncomingEnvelope
        do {
            envelope = try decoder.decode(IncomingEnvelope.self, from: data)
        } catch {
            respond(id: nil, error: ResponseError(.parseError, "the message is not a JSON-RPC object: \(error)"))
            return
        }
        guard let method = envelope.method else {
            // A response to a request: this server sends none that need one.
            if envelope.id == nil {
                respond(id: nil, error: ResponseError(.invalidRequest, "a message without 'method' or 'id'"))
            }
            return
        }
        if let id = envelope.id {
            handleRequest(id: id, method: method, data: data)
        } else {
            handleNotification(method: method, data: data)
        }
    }

    private func handleRequest(id: RequestID, method: String, data: Data) {
        if cancelled.remove(id) != nil {
            respond(id: id, error: ResponseError(.requestCancelled, "'\(method)' was cancelled"))
            return
        }
        switch state {
        case .waitingForInitialize where method != InitializeRequest.method:
            respond(
                id: id,
                error: ResponseError(.serverNotInitialized, "'\(method)' before 'initialize'; send 'initialize' first"))
            return
        case .running where method == InitializeRequest.method:
            respond(id: id, error: ResponseError(.invalidRequest, "'initialize' was sent already"))
            return
        case .shutDown:
            respond(id: id, error: ResponseError(.invalidRequest, "'\(method)' after 'shutdown'; send 'exit'"))
            return
        default: break
        }
        guard let request = MessageTable.requestsByMethod[method] else {
            respond(id: id, error: ResponseError(.methodNotFound, "'\(method)' is not a method this server has"))
            return
        }
        do {
            try answer(request, id: id, data: data)
        } catch let error as ResponseError {
            respond(id: id, error: error)
        } catch {
            respond(id: id, error: ResponseError(.invalidParams, "the params of '\(method)' are not valid: \(error)"))
        }
    }

    private func answer<Request: RequestHandler>(_: Request.Type, id: RequestID, data: Data) throws {
        let request = try decoder.decode(IncomingParams<Request>.self, from: data).params
        respond(id: id, result: try request.answer(in: self))
    }

    private func handleNotification(method: String, data: Data) {
        // Notifications before `initialize` are dropped, as LSP says; `exit` counts in every state.
        guard state == .running || method == ExitNotification.method else { return }
        // Other notifications (`$/setTrace`, ones of newer versions) need nothing from this server.
        guard let notification = MessageTable.notificationsByMethod[method] else { return }
        do {
            try handle(notification, data: data)
        } catch {
            log(.error, "ignored '\(method)': its params are not valid: \(error)")
        }
    }

    private func handle<Notification: NotificationHandler>(_: Notification.Type, data: Data) throws {
        try decoder.decode(IncomingParams<Notification>.self, from: data).params.handle(in: self)
    }

    /// The workspace's themes read again: a file on disk changed, and a closed
    /// base or brand may now read otherwise.
    func rescanWorkspace() {
        if readsWorkspace { workspace = WorkspaceThemes.scan(roots) }
        // A file created, deleted or listed anew is read by no key of the memo's.
        checkMemo = CheckMemo()
        stale = true
    }

    /// The open document at `uri`; nil (and the request answered with null)
    /// for a document that is not open or not a theme.
    func document(_ uri: String) throws -> TextDocument? {
        guard let document = documents[uri] else {
            throw ResponseError(.invalidParams, "\(uri) is not open; send 'textDocument/didOpen' first")
        }
        return WorkspaceThemes.isThemeFile(uri) ? document : nil
    }

    /// The open document at `uri` that the server checks: a theme, or a file
    /// `swatch check` imports (a token file, a color set); nil otherwise.
    func openDocument(_ uri: String) throws -> TextDocument? {
        guard let document = documents[uri] else { return try self.document(uri) }
        let imported = InputFormats.input(holding: DocumentURI.path(of: uri), bytes: document.bytes) != nil
        return imported ? document : try self.document(uri)
    }

    // MARK: Output

    private func respond<Result: Encodable>(id: RequestID?, result: Result) {
        send(ResponseMessage(id: id, result: result, error: nil))
    }

    private func respond(id: RequestID?, error: ResponseError) {
        send(ResponseMessage<Empty>(id: id, result: nil, error: error))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        send(NotificationMessage(method: method, params: params))
    }

    enum LogLevel: Int {
        case error = 1
        case warning, info, log
    }

    func log(_ level: LogLevel, _ message: String) {
        notify("window/logMessage", LogMessageParams(type: level.rawValue, message: message))
    }

    func send(_ message: some Encodable) {
        do {
            outgoing.append(Array(try encoder.encode(message)))
        } catch {
            // Only a NaN or infinity could fail to encode; say so rather than send nothing.
            log(.error, "a message could not be encoded: \(error)")
        }
    }
}
