import type { ComponentType } from 'react'

/** DraftValues pre-fill the renter-protection report form from the conversation. */
export type DraftValues = { description: string; buildingAddress: string; unit: string; landlordName: string; startedAt: string }

/** FileFormProps are what the chat gives the report form it is handed (the reports feature's, composed by the app). */
export type FileFormProps = { category: string; type: string; initial: DraftValues; onFiled: () => void }

export type FileFormComponent = ComponentType<FileFormProps>
