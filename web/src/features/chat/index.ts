// The chat feature's surface for the app. Its pages are imported directly by
// the route table's lazy modules, so they stay their own chunks.
export type { DraftValues, FileFormComponent, FileFormProps } from './types'
