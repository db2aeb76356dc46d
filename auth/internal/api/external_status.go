package api

// providerEnabled reports whether an OAuth provider is configured and enabled. Google and
// Apple are served once configured (external.go); no other provider exists here.
func (a *API) providerEnabled(name string) bool {
	return false
}

// passkeysEnabled reports whether the /passkeys endpoints are served.
func (a *API) passkeysEnabled() bool {
	return false
}
