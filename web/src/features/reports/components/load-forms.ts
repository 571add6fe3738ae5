// The street report form's code, loaded when the form is shown
// (report-form-section.tsx) or ahead of a page that shows it.
export const loadStreetForm = () => import('./street-report-form')

/** preloadStreetForm loads the street report form ahead of a page that shows it. */
export function preloadStreetForm() {
  void loadStreetForm()
}
