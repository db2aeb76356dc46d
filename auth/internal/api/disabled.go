package api

import "net/http"

// Features PedBook does not offer, answered as GoTrue answers when they are switched off
// (SAML single sign-on, manual identity linking, the web3 grant), so clients see the same
// error codes and wording instead of a bare 404.

const (
	ErrSAMLProviderDisabled  = "saml_provider_disabled"
	ErrManualLinkingDisabled = "manual_linking_disabled"
	ErrWeb3ProviderDisabled  = "web3_provider_disabled"
)

// samlDisabled answers /sso and /sso/saml/* (GoTrue's requireSAMLEnabled).
func (a *API) samlDisabled(w http.ResponseWriter, r *http.Request) error {
	return httpErr(http.StatusNotFound, ErrSAMLProviderDisabled, "SAML 2.0 is disabled")
}

// manualLinkingDisabled answers GET /user/identities/authorize and DELETE
// /user/identities/{id}: authentication first, then GoTrue's requireManualLinkingEnabled.
func (a *API) manualLinkingDisabled(w http.ResponseWriter, r *http.Request) error {
	if _, err := a.requireUser(r); err != nil {
		return err
	}
	return httpErr(http.StatusNotFound, ErrManualLinkingDisabled, "Manual linking is disabled")
}

// web3Grant is POST /token?grant_type=web3 with no web3 provider enabled.
func (a *API) web3Grant(w http.ResponseWriter, r *http.Request) error {
	return unprocessable(ErrWeb3ProviderDisabled, "Web3 provider is disabled")
}
