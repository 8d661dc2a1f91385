/// A unified diff of two texts by lines, as `diff -u` prints it: what
/// `swatch fix` shows of each file it changes. Myers' algorithm on the lines
/// between the common head and tail, so a fix of a few lines in a file of
/// thousands costs little more than reading it.
package enum TextDiff {
    /// The diff of `old` and `new` under `--- a/path` and `+++ b/path`
    /// headers, with 3 lines of context; empty when they are equal.
    package static func unified(old: String, new: String, path: String, isNew: Bool = false) -> String {
        let before = lines(old)
        let after = lines(new)
        guard before != after else { return "" }
        let script = edits(before, after)
        var text = "--- \(isNew ? "/dev/null" : "a/\(path)")\n+++ b/\(path)\n"
        // Hunks: runs of changes with up to 3 lines of context on each side,
        // two runs whose context would meet made one.
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = change
            var last = change
            while end < script.count {
                if script[end].kind != .same {
                    last = end
                } else if end - last > 6 {
                    break
                }
                end += 1
            }
            let start = max(change - 3, index)
            let stop = min(last + 4, script.count)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in hunk {
                let mark = line.kind == .same ? " " : line.kind == .removed ? "-" : "+"
                text += mark + line.text + "\n"
            }
            index = stop
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct Line {
        enum Kind { case same, removed, added }
        var kind: Kind
        var text: Substring
        /// The line's number in the old text (for an added line, the next old
        /// line's), and in the new.
        var oldLine: Int
        var newLine: Int
    }

    /// The lines of both texts in order, each kept, removed or added.
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Line] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = old[head..<(old.count - tail)]
        let b = new[head..<(new.count - tail)]
        var script: [Line] = []
        for offset in 0..<head {
            script.append(Line(kind: .same, text: old[offset], oldLine: offset + 1, newLine: offset + 1))
        }
        var oldLine = head + 1
        var newLine = head + 1
        for step in middle(Array(a), Array(b)) {
            switch step {
            case .same(let text):
                script.append(Line(kind: .same, text: text, oldLine: oldLine, newLine: newLine))
                oldLine += 1
                newLine += 1
            case .removed(let text):
                script.append(Line(kind: .removed, text: text, oldLine: oldLine, newLine: newLine))
                oldLine += 1
            case .added(let text):
                script.append(Line(kind: .added, text: text, oldLine: oldLine, newLine: newLine))
                newLine += 1
            }
        }
        for offset in (old.count - tail)..<old.count {
            script.append(Line(kind: .same, text: old[offset], oldLine: oldLine, newLine: newLine))
            oldLine += 1
            newLine += 1
        }
        return script
    }

    enum Step {
        case same(Substring)
        case removed(Substring)
        case added(Substring)
    }

    /// Myers' shortest edit script of `a` into `b`.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count
        let m = b.count
        if n == 0 { return b.map { .added($0) } }
        if m == 0 { return a.map { .removed($0) } }
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Back through the trace, from the end to the start.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previous: Int
            if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                previous = k + 1
            } else {
                previous = k - 1
            }
            let px = v[max + previous]
            let py = px - previous
            while x > px, y > py {
                steps.append(.same(a[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == px {
                    steps.append(.added(b[y - 1]))
                } else {
                    steps.append(.removed(a[x - 1]))
                }
            }
            x = px
            y = py
        }
        return steps.reversed()
    }
}
