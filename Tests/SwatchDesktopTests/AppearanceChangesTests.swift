import Synchronization
import Testing

@testable import Swatch
@testable import SwatchDesktop
@testable import SwatchProcess

@Suite struct AppearanceChangesTests {
    @Test func yieldsTheStartThenOnlyChanges() async throws {
        let override = AppearanceShared("dark")
        let detections = AppearanceShared(0)
        let detector = SystemAppearanceDetector(
            environmentVariable: { name in
                guard name == AppearanceOverride.variableName else { return nil }
                detections.update { $0 += 1 }
                return override.value
            },
            readFile: { _ in nil }, fileExists: { _ in false },
            runCommand: CommandRunner { _ in .init(status: .notFound) })

        var iterator = detector.changes(every: .milliseconds(10)).makeAsyncIterator()
        #expect(await iterator.next() == .dark)

        // Let several polls find nothing new, then change the appearance.
        let before = detections.value
        while detections.value < before + 3 { try await Task.sleep(for: .milliseconds(5)) }
        override.value = "light,increased-contrast"
        #expect(await iterator.next() == Appearance(colorScheme: .light, contrast: .increased))

        override.value = "dark"
        #expect(await iterator.next() == .dark)
    }

    @Test func stopsPollingWhenTheStreamEnds() async throws {
        let detections = AppearanceShared(0)
        let detector = SystemAppearanceDetector(
            environmentVariable: { name in
                if name == AppearanceOverride.variableName { detections.update { $0 += 1 } }
                return nil
            },
            readFile: { _ in nil }, fileExists: { _ in false },
            runCommand: CommandRunner { _ in .init(status: .notFound) })

        let task = Task {
            for await appearance in Appearance.changes(every: .milliseconds(10), using: detector) {
                #expect(appearance == .light)
            }
        }
        while detections.value < 2 { try await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        await task.value
        try await Task.sleep(for: .milliseconds(50))
        let afterStop = detections.value
        try await Task.sleep(for: .milliseconds(100))
        #expect(detections.value == afterStop)
    }

    @Test func stopsPollingWhenTheLoopIsLeft() async throws {
        let detections = AppearanceShared(0)
        let detector = SystemAppearanceDetector(
            environmentVariable: { name in
                if name == AppearanceOverride.variableName { detections.update { $0 += 1 } }
                return "dark"
            },
            readFile: { _ in nil }, fileExists: { _ in false },
            runCommand: CommandRunner { _ in .init(status: .notFound) })

        for await appearance in detector.changes(every: .milliseconds(10)) {
            #expect(appearance == .dark)
            break
        }
        try await Task.sleep(for: .milliseconds(50))
        let afterStop = detections.value
        try await Task.sleep(for: .milliseconds(100))
        #expect(detections.value == afterStop)
    }
}

/// A value shared between a test and the closures of its detector.
final class AppearanceShared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
    func update(_ body: (inout Value) -> Void) { storage.withLock { body(&$0) } }
}
