//! Static pages and pictures as markup: a page or an SVG part that never changes after its
//! first draw is built as one HTML string and set with `inner_html`, which the browser parses
//! in one step and which costs far less code than building it node by node. Every dynamic
//! text that goes into such a string passes through [`esc`].

/// Escape text (or an attribute value) for HTML and SVG markup.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// `<dt>`/`<dd>` pairs for a list of (term, text), escaped.
pub fn dl_items(items: &[(&str, &str)]) -> String {
    let mut h = String::new();
    for (t, d) in items {
        h.push_str("<dt>");
        h.push_str(&esc(t));
        h.push_str("</dt><dd>");
        h.push_str(&esc(d));
        h.push_str("</dd>");
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_the_four_markup_characters() {
        assert_eq!(esc("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
        assert_eq!(esc("Bond's — 2–12"), "Bond's — 2–12");
    }

    #[test]
    fn term_lists_are_escaped() {
        assert_eq!(
            dl_items(&[("A & B", "x<y")]),
            "<dt>A &amp; B</dt><dd>x&lt;y</dd>"
        );
    }
}
