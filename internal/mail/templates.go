package mail

import (
	"fmt"
)

// Recovery is the password-recovery email in lang (en or es).
func Recovery(lang, appName, to, link string) Message {
	if lang == "es" {
		return Message{To: to, Subject: fmt.Sprintf("Restablece tu contraseña de %s", appName), Body: fmt.Sprintf(
			"Hola:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de %s.\n\n"+
				"Abre este enlace para elegir una nueva. Vale durante 30 minutos, solo se puede usar una vez y deja de valer si pides otro:\n\n%s\n\n"+
				"Si no lo pediste, puedes ignorar este mensaje: tu contraseña no cambiará.\n\n— %s\n", appName, link, appName)}
	}
	return Message{To: to, Subject: fmt.Sprintf("Reset your %s password", appName), Body: fmt.Sprintf(
		"Hello,\n\nSomeone (we hope you) asked to reset the password of your %s account.\n\n"+
			"Open this link to choose a new one. It works for 30 minutes, only once, and stops working if you ask for another:\n\n%s\n\n"+
			"If you did not ask for this, you can ignore this email: your password will not change.\n\n— %s\n", appName, link, appName)}
}

// ConfirmEmail asks the person who signed up to confirm the address before
// the account's first sign-in.
func ConfirmEmail(lang, appName, to, link string) Message {
	if lang == "es" {
		return Message{To: to, Subject: fmt.Sprintf("Confirma tu correo de %s", appName), Body: fmt.Sprintf(
			"Hola:\n\nGracias por crear una cuenta de %s. Abre este enlace para confirmar que esta dirección es tuya; después podrás iniciar sesión:\n\n%s\n\n"+
				"El enlace vale durante 24 horas y deja de valer si pides otro.\n\nSi no creaste esta cuenta, ignora este mensaje: nadie podrá usarla sin confirmar.\n\n— %s\n",
			appName, link, appName)}
	}
	return Message{To: to, Subject: fmt.Sprintf("Confirm your %s email", appName), Body: fmt.Sprintf(
		"Hello,\n\nThank you for creating a %s account. Open this link to confirm that this address is yours; then you can sign in:\n\n%s\n\n"+
			"The link works for 24 hours and stops working if you ask for another.\n\nIf you did not create this account, ignore this email: no one can use it without confirming.\n\n— %s\n",
		appName, link, appName)}
}

// AccountExists tells the owner of an address that someone tried to sign up
// with it, in place of revealing to the visitor that the account exists.
func AccountExists(lang, appName, to, signInLink, recoverLink string) Message {
	if lang == "es" {
		return Message{To: to, Subject: fmt.Sprintf("Ya tienes una cuenta en %s", appName), Body: fmt.Sprintf(
			"Hola:\n\nAlguien intentó crear una cuenta de %s con esta dirección, pero ya tienes una.\n\n"+
				"Inicia sesión aquí: %s\nSi olvidaste tu contraseña: %s\n\nSi no fuiste tú, no hace falta que hagas nada.\n\n— %s\n",
			appName, signInLink, recoverLink, appName)}
	}
	return Message{To: to, Subject: fmt.Sprintf("You already have a %s account", appName), Body: fmt.Sprintf(
		"Hello,\n\nSomeone tried to create a %s account with this address, but you already have one.\n\n"+
			"Sign in here: %s\nForgot your password? %s\n\nIf this was not you, there is nothing you need to do.\n\n— %s\n",
		appName, signInLink, recoverLink, appName)}
}
