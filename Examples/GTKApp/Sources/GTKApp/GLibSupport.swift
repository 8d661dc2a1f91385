import CAdwaita

// The few bridges between Swift and GObject's C API this app needs: GTK's
// casting macros (GTK_WINDOW(…)) and g_signal_connect are macros, which
// Swift does not import, and C callbacks cannot capture Swift context.

/// A GObject pointer seen as another type of the same instance (what
/// `GTK_WINDOW(widget)` does in C, without the type check).
func cast<Target>(_ pointer: UnsafeMutablePointer<some Any>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
}

/// The same for the types GTK declares final or as interfaces (`GtkLabel`,
/// `GtkOverlay`, `GtkStyleProvider`), whose structures are private: Swift
/// sees pointers to them as `OpaquePointer`.
func cast(_ pointer: UnsafeMutablePointer<some Any>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// A Swift closure kept alive for as long as a C library holds it.
private final class Callback {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

private func retained(_ body: @escaping () -> Void) -> gpointer {
    Unmanaged.passRetained(Callback(body)).toOpaque()
}

private let releaseCallback: GClosureNotify = { data, _ in
    if let data { Unmanaged<Callback>.fromOpaque(data).release() }
}

/// Connects `body` to a signal whose handler takes the instance and the
/// user data only (`activate`, `clicked`).
func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping () -> Void) {
    let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body()
    }
    g_signal_connect_data(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), retained(body),
        releaseCallback, GConnectFlags(rawValue: 0))
}

/// Connects `body` to a `notify::property` signal (instance, GParamSpec, data).
func onNotify(_ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping () -> Void) {
    let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body()
    }
    g_signal_connect_data(
        instance, "notify::" + property, unsafeBitCast(handler, to: GCallback.self),
        retained(body), releaseCallback, GConnectFlags(rawValue: 0))
}

/// Runs `body` once on the GTK main loop's thread (the main thread), from
/// any thread.
func onMainLoop(_ body: @escaping @Sendable () -> Void) {
    let run: GSourceFunc = { data in
        Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body()
        return 0  // G_SOURCE_REMOVE
    }
    let release: GDestroyNotify = { data in
        if let data { Unmanaged<Callback>.fromOpaque(data).release() }
    }
    g_idle_add_full(G_PRIORITY_DEFAULT, run, retained(body), release)
}

/// Calls `body` on each of the next frames of `widget` until it returns
/// `false`.
func onEachFrame(of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping () -> Bool) {
    final class Ticks {
        let body: () -> Bool
        init(_ body: @escaping () -> Bool) { self.body = body }
    }
    let tick: GtkTickCallback = { _, _, data in
        Unmanaged<Ticks>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
    }
    let release: GDestroyNotify = { data in
        if let data { Unmanaged<Ticks>.fromOpaque(data).release() }
    }
    gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(Ticks(body)).toOpaque(), release)
}
