// The system libyaml (Debian: libyaml-dev, pkg-config: yaml-0.1).
// The module is named CSwatchYAML, not CYaml, so that it cannot collide with
// the CYaml target of Yams when both sit in one client's package graph.
#include <yaml.h>
