package sqlstore

// SetRareBelow changes rareBelow for a test and returns what puts it back.
func SetRareBelow(n int) (restore func()) {
	old := rareBelow
	rareBelow = n
	return func() { rareBelow = old }
}
