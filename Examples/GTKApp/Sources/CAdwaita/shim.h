// GTK 4 and libadwaita (Debian: libgtk-4-dev, libadwaita-1-dev; pkg-config:
// libadwaita-1, which requires gtk4). adwaita.h includes gtk/gtk.h.
#include <adwaita.h>
