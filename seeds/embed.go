// Package seeds embeds PedBook's reference data files (CSV/JSON) so the pedbook binary can
// load them without the repository present. seeds/SOURCES.md names the origin, version and
// licence of each file; seeds/loader loads them.
package seeds

import "embed"

// Files holds every data file of this folder.
//
//go:embed cid10/*.csv sigtap/*.csv tuss/*.csv who_growth/*.csv vacinacao/*.csv dnpm/*.csv clinical/*.json clinical/verification
var Files embed.FS
