// The "Email or phone" field of every sign-in (the account page, the wifi portal); parseLogin reads what is typed.
import { TextField } from '../forms/Field.tsx'

interface LoginFieldProps {
  id: string
  value: string
  error: string | undefined
  onValue: (typed: string) => void
}

export function LoginField({ id, value, error, onValue }: LoginFieldProps) {
  return (
    <TextField
      id={id}
      label="Email or phone"
      autoComplete="username"
      value={value}
      error={error}
      onChange={(e) => onValue(e.target.value)}
    />
  )
}
