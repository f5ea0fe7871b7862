// A Gatsby plugin needs an entry point; its work is in gatsby-ssr and gatsby-browser.
