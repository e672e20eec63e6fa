// Component tests share two cores with the rest of the suite; Testing Library's 1 s wait is too tight there.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5000 })
}

export {}
