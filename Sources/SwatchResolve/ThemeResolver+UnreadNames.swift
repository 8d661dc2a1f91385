import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// What is checked of colors declared with a mistake in them beyond the
/// names they use: their Swift names, and the circles their references
/// close. Neither depends on the mistake, so each is reported in the same run
/// rather than once the mistake is fixed.
extension ThemeResolver {
    /// THEME-collision: `name` becomes the Swift name `other` became first;
    /// `kind` names what they are where the message says it ("images ").
    static func collision(
        _ name: Located<String>, with other: Located<String>, swiftName: String, kind: String = ""
    ) -> Diagnostic {
        Diagnostic(
            .themeCollision,
            "\(kind)'\(name.value)' and '\(other.value)' both become the Swift name '\(swiftName)'; rename one of them",
            at: name.range, notes: [.init("'\(other.value)' is declared here", at: other.range)])
    }

    /// The collisions of the unread colors' Swift names, with the read
    /// colors' (`claimed`: each Swift name's holder, by position in
    /// `declarations`) and with each other's, and with the names the
    /// namespace reserves; each reported at the unread color.
    static func unreadColorCollisions(
        _ unread: [UnreadDeclaration], claimed: [String: Int], declarations: [ColorDeclaration],
        swiftNamespace: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var claimedByUnread: [String: Located<String>] = [:]
        for declaration in unread where declaration.kind == .color {
            let swiftName = GeneratedNames.identifier(declaration.name.value)
            if let holder = claimed[swiftName] {
                diagnostics.append(collision(declaration.name, with: declarations[holder].name, swiftName: swiftName))
            } else if let other = claimedByUnread[swiftName] {
                diagnostics.append(collision(declaration.name, with: other, swiftName: swiftName))
            } else if reservedSwiftNames.contains(swiftName) || swiftName == swiftNamespace {
                diagnostics.append(
                    GeneratedNames.reserved(
                        declaration.name, swiftName: swiftName, in: "the namespace", namespace: swiftNamespace))
            } else {
                claimedByUnread[swiftName] = declaration.name
            }
        }
        return diagnostics
    }

    /// THEME-cycle for each circle of references through a color with a
    /// mistake in it (a circle of read colors alone is `evaluationOrder`'s).
    /// One depth-first walk from the unread colors, each color entered once,
    /// as `evaluationOrder` walks the read ones: iterative, so a long chain
    /// cannot overflow the stack.
    static func unreadColorCycles(
        _ unread: [UnreadDeclaration], declarations: [ColorDeclaration], localIndex: [String: Int],
        references: ColorReferences
    ) -> [Diagnostic] {
        let unreadColors = unread.filter { $0.kind == .color && !$0.colors.isEmpty }
        guard !unreadColors.isEmpty else { return [] }
        // Nodes: the read colors by position, then the unread ones after them.
        let unreadIndex = NameIndex.firstPositions(of: unreadColors.lazy.map(\.name.value))
        func node(named name: String) -> Int? {
            localIndex[name] ?? unreadIndex[name].map { declarations.count + $0 }
        }
        func name(of node: Int) -> Located<String> {
            node < declarations.count ? declarations[node].name : unreadColors[node - declarations.count].name
        }
        func edges(of node: Int) -> [Located<String>] {
            node < declarations.count
                ? Array(references.names[references.positions(of: node)])
                : unreadColors[node - declarations.count].colors
        }
        enum Mark { case unvisited, inProgress, done }
        var marks = [Mark](repeating: .unvisited, count: declarations.count + unreadColors.count)
        var diagnostics: [Diagnostic] = []
        for root in declarations.count..<marks.count where marks[root] == .unvisited {
            var stack: [(node: Int, edges: [Located<String>], next: Int)] = [(root, edges(of: root), 0)]
            marks[root] = .inProgress
            while let top = stack.last {
                guard top.next < top.edges.count else {
                    stack.removeLast()
                    marks[top.node] = .done
                    continue
                }
                stack[stack.count - 1].next += 1
                let reference = top.edges[top.next]
                guard let target = node(named: reference.value) else { continue }
                switch marks[target] {
                case .unvisited:
                    marks[target] = .inProgress
                    stack.append((target, edges(of: target), 0))
                case .inProgress:
                    let members = stack[stack.firstIndex { $0.node == target }!...].map(\.node)
                    // A circle of read colors alone is reported where they are walked.
                    guard members.contains(where: { $0 >= declarations.count }) else { continue }
                    let path = (members + [target]).map { "'\(name(of: $0).value)'" }.joined(separator: " → ")
                    diagnostics.append(
                        Diagnostic(
                            .themeCycle,
                            "these colors refer to each other in a circle: \(path); give one of them a literal value",
                            at: reference.range,
                            notes: members.map {
                                .init("'\(name(of: $0).value)' is declared here", at: name(of: $0).range)
                            }
                        ))
                case .done:
                    break
                }
            }
        }
        return diagnostics
    }
}
