package app

import (
	"context"

	"github.com/vecino-city/vecino/internal/vecino"
)

// DepartmentsView is the owner's page: every department (Open311 keys
// left out) and every routing rule.
type DepartmentsView struct {
	Departments []vecino.Department  `json:"departments"`
	Rules       []vecino.RoutingRule `json:"rules"`
}

// Departments returns the departments and rules for the owner's page.
func (a *App) Departments(ctx context.Context) (*DepartmentsView, error) {
	ds, err := a.Store.Departments(ctx)
	if err != nil {
		return nil, err
	}
	for i := range ds {
		hideKey(&ds[i])
	}
	rules, err := a.Store.RoutingRules(ctx)
	if err != nil {
		return nil, err
	}
	return &DepartmentsView{Departments: ds, Rules: rules}, nil
}

// hideKey leaves a department's Open311 key out of an answer: the owner
// sees that one is set, never the key.
func hideKey(d *vecino.Department) {
	if d.Open311 != nil {
		d.Open311.APIKey = ""
	}
}

// SaveDepartment creates (id "") or updates a department.
func (a *App) SaveDepartment(ctx context.Context, id string, d vecino.Department) (*vecino.Department, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	d.ID = id
	var err error
	if id == "" {
		err = a.Store.CreateDepartment(ctx, &d)
	} else {
		err = a.Store.UpdateDepartment(ctx, &d)
	}
	if vecino.ErrorCode(err) == vecino.ECONFLICT {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "A department has this name.", Fields: map[string]string{"name": vecino.FieldTaken}}
	}
	if err != nil {
		return nil, err
	}
	saved, err := a.Store.DepartmentByID(ctx, d.ID)
	if err != nil {
		return nil, err
	}
	hideKey(saved)
	return saved, nil
}

// DeleteDepartment removes a department and its rules; its deliveries keep
// its name.
func (a *App) DeleteDepartment(ctx context.Context, id string) error {
	return a.Store.DeleteDepartment(ctx, id)
}

// DeleteRoutingRule removes one rule.
func (a *App) DeleteRoutingRule(ctx context.Context, id string) error {
	return a.Store.DeleteRoutingRule(ctx, id)
}

// CreateRoutingRule stores a rule after checking its category, type,
// department and neighbourhood exist.
func (a *App) CreateRoutingRule(ctx context.Context, r vecino.RoutingRule) (*vecino.RoutingRule, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if _, err := a.Store.DepartmentByID(ctx, r.DepartmentID); err != nil {
		return nil, fieldNotFound(err, "department_id")
	}
	if r.NeighborhoodID != nil {
		ns, err := a.Store.Neighborhoods(ctx)
		if err != nil {
			return nil, err
		}
		found := false
		for _, n := range ns {
			found = found || n.ID == *r.NeighborhoodID
		}
		if !found {
			return nil, &vecino.Error{Code: vecino.EINVALID, Message: "No such neighbourhood.",
				Fields: map[string]string{"neighborhood_id": vecino.FieldNotAllowed}}
		}
	}
	err := a.Store.CreateRoutingRule(ctx, &r)
	if vecino.ErrorCode(err) == vecino.ECONFLICT {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "A rule for this type and neighbourhood exists.",
			Fields: map[string]string{"type": vecino.FieldTaken}}
	}
	return &r, err
}

// fieldNotFound turns ENOTFOUND into an invalid field.
func fieldNotFound(err error, field string) error {
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return &vecino.Error{Code: vecino.EINVALID, Message: "It does not exist.", Fields: map[string]string{field: vecino.FieldNotAllowed}}
	}
	return err
}

// RouteTest is the answer of "which department would get this?": the
// department (nil: none) and the neighbourhood the point is in.
type RouteTest struct {
	Department     *vecino.Department `json:"department"`
	NeighborhoodID *string            `json:"neighborhood_id"`
}

// TestRoute says which department a report of category/type at the point
// (nil: none) would be delivered to.
func (a *App) TestRoute(ctx context.Context, category, typ string, lat, lng *float64) (*RouteTest, error) {
	typ = vecino.CanonicalType(category, typ)
	cat, _ := vecino.CategoryBySlug(category)
	if !vecino.KnownType(category, typ) {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "No such type.", Fields: map[string]string{"type": vecino.FieldNotAllowed}}
	}
	nb, err := a.locate(ctx, lat, lng)
	if err != nil {
		return nil, err
	}
	dep, err := a.route(ctx, category, typ, nb, cat.Private)
	if err != nil {
		return nil, err
	}
	if dep != nil {
		hideKey(dep)
	}
	return &RouteTest{Department: dep, NeighborhoodID: nb}, nil
}

// route returns the department the rules pick, or nil.
func (a *App) route(ctx context.Context, category, typ string, nb *string, private bool) (*vecino.Department, error) {
	rules, err := a.Store.RoutingRules(ctx)
	if err != nil {
		return nil, err
	}
	ds, err := a.Store.Departments(ctx)
	if err != nil {
		return nil, err
	}
	id := vecino.Route(rules, ds, category, typ, nb, private)
	for i := range ds {
		if ds[i].ID == id {
			return &ds[i], nil
		}
	}
	return nil, nil
}
