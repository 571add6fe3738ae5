package vecino

// Job is background work that a write calls for, added to the durable job
// queue in the same transaction as the write: a kind naming the work and
// the fields of the value, its arguments as JSON.
type Job interface{ Kind() string }

// ProcessPhoto makes a photo's public copy and thumbnail from its original
// (faces found and blurred with the boxes its reporter marked, metadata
// gone) and marks it ready.
type ProcessPhoto struct {
	PhotoID string `json:"photo_id"`
	Blur    []Box  `json:"blur,omitempty"`
}

// Kind names the job.
func (ProcessPhoto) Kind() string { return "process_photo" }

// Photo processing states: a photo is filed processing, and its public copy
// exists once it is ready; failed when processing gave up.
const (
	PhotoProcessing = "processing"
	PhotoReady      = "ready"
	PhotoFailed     = "failed"
)

// SendEmail sends one email through the outbox: retried until the mail
// server takes it. ID names the message (its Message-ID), the same on every
// try.
type SendEmail struct {
	ID      string `json:"id"`
	To      string `json:"to"`
	Subject string `json:"subject"`
	Body    string `json:"body"`
	// Unsubscribe and UnsubscribeMailto make the one-click unsubscribe
	// headers of a subscription's email (mail.Message).
	Unsubscribe       string `json:"unsubscribe,omitempty"`
	UnsubscribeMailto string `json:"unsubscribe_mailto,omitempty"`
}

// Kind names the job.
func (SendEmail) Kind() string { return "send_email" }

// DeliverReport delivers a report to its department: DeliveryID names the
// delivery (the same on every try, so a retry never sends twice);
// DepartmentID, when set, is the department staff chose, else the
// routing rules pick.
type DeliverReport struct {
	DeliveryID   string `json:"delivery_id"`
	ReportID     string `json:"report_id"`
	DepartmentID string `json:"department_id,omitempty"`
}

// Kind names the job.
func (DeliverReport) Kind() string { return "deliver_report" }

// PollDepartments reads the status of the requests filed in departments'
// 311 systems (a periodic job).
type PollDepartments struct{}

// Kind names the job.
func (PollDepartments) Kind() string { return "poll_departments" }
