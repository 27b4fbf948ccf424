package course

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"
)

// User is who a request comes from, as the hub says.
type User struct {
	Name   string
	Groups []string
	Admin  bool
	// Token is the hub token the user's visit granted the service (limited
	// by the hub to identifying the user and reaching their own server).
	Token string
}

// Authority identifies users: the hub in production (Hub).
type Authority interface {
	// User returns the user a token belongs to; an unknown token, or one
	// without the scope to use this service, is an error.
	User(ctx context.Context, token string) (*User, error)
	// Exchange turns an OAuth code into a token.
	Exchange(ctx context.Context, code string) (string, error)
	// AuthorizeURL is where a browser without a session is sent to log in.
	AuthorizeURL(state string) string
}

// Hub is JupyterHub as a managed service sees it, from the environment the
// hub gives the service (JUPYTERHUB_API_URL, JUPYTERHUB_API_TOKEN,
// JUPYTERHUB_CLIENT_ID, JUPYTERHUB_OAUTH_CALLBACK_URL,
// JUPYTERHUB_OAUTH_ACCESS_SCOPES, JUPYTERHUB_BASE_URL).
type Hub struct {
	APIURL, APIToken, ClientID, CallbackURL, BaseURL string
	AccessScopes                                     []string
	Client                                           *http.Client
}

// HubFromEnv reads the hub's settings from the environment of a managed
// service.
func HubFromEnv() (*Hub, error) {
	h := &Hub{
		APIURL:      strings.TrimSuffix(os.Getenv("JUPYTERHUB_API_URL"), "/"),
		APIToken:    os.Getenv("JUPYTERHUB_API_TOKEN"),
		ClientID:    os.Getenv("JUPYTERHUB_CLIENT_ID"),
		CallbackURL: os.Getenv("JUPYTERHUB_OAUTH_CALLBACK_URL"),
		BaseURL:     os.Getenv("JUPYTERHUB_BASE_URL"),
		Client:      &http.Client{Timeout: 30 * time.Second},
	}
	if h.BaseURL == "" {
		h.BaseURL = "/"
	}
	if s := os.Getenv("JUPYTERHUB_OAUTH_ACCESS_SCOPES"); s != "" {
		if err := json.Unmarshal([]byte(s), &h.AccessScopes); err != nil {
			return nil, fmt.Errorf("JUPYTERHUB_OAUTH_ACCESS_SCOPES: %w", err)
		}
	}
	for k, v := range map[string]string{"JUPYTERHUB_API_URL": h.APIURL, "JUPYTERHUB_API_TOKEN": h.APIToken, "JUPYTERHUB_CLIENT_ID": h.ClientID, "JUPYTERHUB_OAUTH_CALLBACK_URL": h.CallbackURL} {
		if v == "" {
			return nil, fmt.Errorf("%s is not set: run the service from JupyterHub (a managed service)", k)
		}
	}
	return h, nil
}

// ErrUnauthorized is a token the hub does not accept for this service.
var ErrUnauthorized = errors.New("not authorized")

// User asks the hub whose token this is (GET /hub/api/user) and checks the
// token may use this service.
func (h *Hub) User(ctx context.Context, token string) (*User, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.APIURL+"/user", nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "token "+token)
	resp, err := h.Client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode == http.StatusForbidden || resp.StatusCode == http.StatusUnauthorized {
		return nil, ErrUnauthorized
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("hub /user: %s: %s", resp.Status, body)
	}
	var m struct {
		Kind   string   `json:"kind"`
		Name   string   `json:"name"`
		Admin  bool     `json:"admin"`
		Groups []string `json:"groups"`
		Scopes []string `json:"scopes"`
	}
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, err
	}
	if m.Kind != "" && m.Kind != "user" || m.Name == "" {
		return nil, ErrUnauthorized
	}
	if len(h.AccessScopes) > 0 && !slices.ContainsFunc(h.AccessScopes, func(s string) bool { return slices.Contains(m.Scopes, s) }) {
		return nil, ErrUnauthorized
	}
	return &User{Name: m.Name, Groups: m.Groups, Admin: m.Admin, Token: token}, nil
}

// Exchange trades an OAuth code for a token (POST /hub/api/oauth2/token).
func (h *Hub) Exchange(ctx context.Context, code string) (string, error) {
	form := url.Values{
		"client_id": {h.ClientID}, "client_secret": {h.APIToken}, "grant_type": {"authorization_code"},
		"code": {code}, "redirect_uri": {h.CallbackURL},
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.APIURL+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := h.Client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%w: hub oauth2/token: %s", ErrUnauthorized, resp.Status)
	}
	var t struct {
		AccessToken string `json:"access_token"`
	}
	if err := json.Unmarshal(body, &t); err != nil || t.AccessToken == "" {
		return "", fmt.Errorf("%w: no access token from the hub", ErrUnauthorized)
	}
	return t.AccessToken, nil
}

// AuthorizeURL is the hub's OAuth authorization page for this service.
func (h *Hub) AuthorizeURL(state string) string {
	q := url.Values{"client_id": {h.ClientID}, "redirect_uri": {h.CallbackURL}, "response_type": {"code"}, "state": {state}}
	return strings.TrimSuffix(h.BaseURL, "/") + "/hub/api/oauth2/authorize?" + q.Encode()
}

// TeacherGroup is the hub group of a course's teachers.
func TeacherGroup(course string) string { return "course-" + course + "-teachers" }

// StudentGroup is the hub group of a course's students.
func StudentGroup(course string) string { return "course-" + course + "-students" }

// Role is what a user is in a course.
type Role int

// Roles, from none to teacher.
const (
	NoRole Role = iota
	StudentRole
	TeacherRole
)

// RoleIn is the user's role in a course, from their hub groups.
func (u *User) RoleIn(course string) Role {
	switch {
	case slices.Contains(u.Groups, TeacherGroup(course)):
		return TeacherRole
	case slices.Contains(u.Groups, StudentGroup(course)):
		return StudentRole
	}
	return NoRole
}

// Roster asks the hub for the members of a group (the service's role
// needs read:groups); an error leaves the roster to who has submitted.
func (h *Hub) Roster(ctx context.Context, group string) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.APIURL+"/groups/"+url.PathEscape(group), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "token "+h.APIToken)
	resp, err := h.Client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("hub groups/%s: %s", group, resp.Status)
	}
	var g struct {
		Users []string `json:"users"`
	}
	err = json.NewDecoder(io.LimitReader(resp.Body, 8<<20)).Decode(&g)
	return g.Users, err
}
