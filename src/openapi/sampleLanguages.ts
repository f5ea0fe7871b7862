/** The languages of an operation's code samples: their tab, label and Prism language. */
export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'curl', prism: 'bash' },
  { value: 'php', label: 'PHP', prism: 'php' },
  { value: 'python', label: 'Python', prism: 'python' },
  { value: 'javascript', label: 'JavaScript', prism: 'javascript' },
] as const;
