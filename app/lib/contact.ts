/** The prefilled recruiter e-mail behind 'Send Email'. */
export function hireMailto({ email, firstName, role }: { email: string; firstName: string; role: string }): string {
  const body = [
    `Hi ${firstName},`,
    "",
    `I came across your portfolio and would love to talk about a ${role} opportunity with our team.`,
    "",
    "Role:",
    "Company:",
    "Location / remote:",
    "",
    "Would you be available for a short call this week?",
    "",
    "Best regards,",
  ].join("\n");
  return `mailto:${email}?subject=${encodeURIComponent(`Opportunity for ${role}`)}&body=${encodeURIComponent(body)}`;
}
