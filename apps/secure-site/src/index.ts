// The secure site's server entry; filled in as the frame lands.
export {}
