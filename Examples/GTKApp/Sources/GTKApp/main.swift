import CAdwaita
import Swatch
import SwatchDesktop

// A GTK 4 window in the Acme theme's colors that follows the desktop's
// light/dark and contrast settings as they change. `Acme` is generated at
// build time from Acme.theme.yaml by SwatchPlugin, `Dusk` from Dusk.theme.yaml.
//
//   GTKApp                        follows Swatch's view of the desktop: the
//                                 desktop portal's signal, the override
//                                 (SWATCH_APPEARANCE, SWATCH_APPEARANCE_FILE)
//   GTKApp --follow style-manager follows libadwaita's style manager instead
//   GTKApp --theme dusk           paints the window in Dusk's colors, whose
//                                 increased-contrast and elevated values the
//                                 compiler derived
//
// On each change it prints the appearance, then the color and a point of
// each region it drew, then `drawn: <appearance>` (docs/gtk.md).

enum Follow: String {
    /// `Appearance.changes()`: the portal, polling without one, the override.
    case swatch
    /// libadwaita's `AdwStyleManager`, through `Appearance(styleManager:)`.
    case styleManager = "style-manager"
}

var follow = Follow.swatch
var theme = WindowTheme.acme
var arguments = Array(CommandLine.arguments.dropFirst())
while arguments.count >= 2 {
    if arguments[0] == "--follow", let chosen = Follow(rawValue: arguments[1]) {
        follow = chosen
    } else if arguments[0] == "--theme", let chosen = WindowTheme(rawValue: arguments[1]) {
        theme = chosen
    } else {
        break
    }
    arguments.removeFirst(2)
}
if !arguments.isEmpty {
    print("usage: GTKApp [--follow swatch|style-manager] [--theme acme|dusk]")
    exit(2)
}

/// The window, once the application has started.
@MainActor enum App {
    static var window: AcmeWindow?
}

let application = adw_application_new("org.swatch.examples.GTKApp", G_APPLICATION_NON_UNIQUE)!
connect(application, "activate") {
    MainActor.assumeIsolated {
        let window = AcmeWindow(application: application, theme: theme)
        App.window = window
        let styleManager = adw_style_manager_get_default()!
        switch follow {
        case .swatch:
            // libadwaita's own widgets (the header bar's buttons) follow the
            // same scheme as the theme.
            let updates = Appearance.changes()
            Task.detached {
                for await appearance in updates {
                    onMainLoop {
                        MainActor.assumeIsolated {
                            adw_style_manager_set_color_scheme(
                                adw_style_manager_get_default(),
                                appearance.colorScheme == .dark
                                    ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
                            App.window?.apply(appearance)
                        }
                    }
                }
            }
        case .styleManager:
            let update = {
                MainActor.assumeIsolated {
                    guard let window = App.window else { return }
                    window.apply(Appearance(styleManager: styleManager))
                }
            }
            onNotify(UnsafeMutableRawPointer(styleManager), "dark", update)
            onNotify(UnsafeMutableRawPointer(styleManager), "high-contrast", update)
            update()
        }
        gtk_window_present(cast(window.window))
    }
}
exit(g_application_run(cast(application), 0, nil))
