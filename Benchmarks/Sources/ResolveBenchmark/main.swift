import CAllocationCounter
import Dispatch
import Swatch

// The resolve benchmark: the cost of `color.resolved(in: appearance)` on a
// theme color, beside the dictionary-keyed lookup a hand-written runtime
// theme would do (`theme[name][appearance]`), in nanoseconds per call and
// heap allocations per call; and the same through a brand value, a
// variable of a base theme's generated `Theme` type.
//
//     swift run -c release --package-path Benchmarks resolve-benchmark

let iterations = 50_000_000

/// The lookups go through this so the optimizer cannot fold them away.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// `value` with `places` decimals (no Foundation here: the runtime's own
/// dependencies are all this benchmark links).
func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = String(scaled / Int(scale))
    guard places > 0 else { return whole }
    let fraction = String(scaled % Int(scale))
    return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func measure(_ label: String, _ body: (Int) -> Double) -> Double {
    _ = body(iterations / 10)  // warm up
    let allocationsBefore = swatch_allocation_count()
    let start = DispatchTime.now().uptimeNanoseconds
    let sum = body(iterations)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    let allocations = swatch_allocation_count() - allocationsBefore
    blackHole(sum)
    let perCall = elapsed / Double(iterations)
    print(
        "\(pad(label, 46)) \(fixed(perCall, 2)) ns/call   \(fixed(Double(allocations) / Double(iterations), 4)) allocations/call"
    )
    return perCall
}

let states = opaque(Appearance.all)
let colors = opaque(System.allColors.map(\.table))
let label = opaque(System.label)

// The hand-written alternative: colors by name, then by appearance.
var dictionaryTheme: [String: [Appearance: Color]] = [:]
for color in System.allColors {
    dictionaryTheme[color.name] = Dictionary(uniqueKeysWithValues: Appearance.all.map { ($0, color.resolved(in: $0)) })
}
let names = opaque(System.allColors.map(\.name))
let theme = opaque(dictionaryTheme)

print("\(iterations) lookups each, cycling through the 16 appearance states and \(colors.count) system colors")
let typed = measure("ThemeColor.resolved(in:), one color") { count in
    var sum = 0.0
    for index in 0..<count { sum += label.resolved(in: states[index & 15]).red }
    return sum
}
// An app that offers brands holds the current one in a variable of the
// base's generated type and reads its colors through it
// (Palette.theme.yaml and its brand Night.theme.yaml).
let brand = opaque(Palette.Theme.night)
let branded = measure("brand value: theme.headline.resolved(in:)") { count in
    var sum = 0.0
    for index in 0..<count { sum += brand.headline.resolved(in: states[index & 15]).red }
    return sum
}
// Switching brands between calls: the value read is chosen each time.
let brands = opaque(Palette.Theme.all.map(\.theme))
let switching = measure("brand switched every call") { count in
    var sum = 0.0
    for index in 0..<count { sum += brands[index & 1].headline.resolved(in: states[index & 15]).red }
    return sum
}
let table = measure("ColorTable[appearance], every color") { count in
    var sum = 0.0
    for index in 0..<count { sum += colors[index % colors.count][states[index & 15]].alpha }
    return sum
}
let dictionary = measure("[String: [Appearance: Color]] lookup") { count in
    var sum = 0.0
    for index in 0..<count { sum += theme[names[index % names.count]]![states[index & 15]]!.alpha }
    return sum
}
// Proof that the counter sees the Swift runtime's allocations: one array
// per call must read 1 allocation/call.
_ = measure("calibration: one heap allocation per call") { count in
    var sum = 0.0
    for index in 0..<count {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: index)
        sum += Double(opaque(pointer).pointee)
        pointer.deallocate()
    }
    return sum
}
print(
    "typed lookup is \(fixed(dictionary / table, 0))× faster than the dictionary (aims: 0 allocations, ≤ 5 ns, ≥ 20×)")
print(
    "through a brand value: \(fixed(branded, 2)) ns/call, switching brands: \(fixed(switching, 2)) ns/call (aims: 0 allocations, ≤ 5 ns)"
)
_ = typed
