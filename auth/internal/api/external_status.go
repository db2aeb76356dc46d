package api

// providerEnabled reports whether an OAuth provider (oauth.Names) is configured and enabled.
func (a *API) providerEnabled(name string) bool {
	_, ok := a.oauth[name]
	return ok
}

// passkeysEnabled reports whether the /passkeys endpoints are served.
func (a *API) passkeysEnabled() bool {
	return a.rp != nil
}
