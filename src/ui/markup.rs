//! Markup that is safe by construction: the one way the app writes HTML or SVG as text.
//!
//! The boards' SVG layers and a few long static pages are drawn as one string each and handed
//! to the browser's parser in one step (`inner_html`), which is much less code than a
//! `view!` per node and keeps a board's redraw to one DOM call. The risk of markup as text is
//! a missed escape: a player's name or an imported file's text opening a tag. So markup is a
//! type, [`Markup`], that can only be made here:
//!
//! * [`el`] builds an element: its tag and attribute names are `&'static str` written in the
//!   source; every attribute value and every text is escaped as it is written.
//! * [`text`] is escaped text; [`Markup::trusted`] takes only a `&'static str` (markup written in
//!   the source, never data: a `String` cannot be passed).
//! * `Markup` goes into the page through `inner_html=` in `view!` (it implements Leptos's
//!   `InnerHtmlValue`) or [`set_inner`]; neither takes a plain `String`.
//!
//! ```ignore
//! let tile = el("li").attr("data-game", id).child(el("h2").text(name));
//! view! { <ul inner_html=Markup::from(tile)></ul> }
//! ```

use std::fmt::{self, Display, Write as _};

/// HTML or SVG markup whose every text and attribute value was escaped when it was written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup(String);

impl Markup {
    /// No markup.
    pub const fn new() -> Markup {
        Markup(String::new())
    }

    /// Markup written in the source: a `&'static str` literal, never text that came from data.
    pub fn trusted(markup: &'static str) -> Markup {
        Markup(markup.to_string())
    }

    /// Appends `more` (an element, text or other markup).
    pub fn push(&mut self, more: impl Into<Markup>) {
        self.0.push_str(&more.into().0);
    }

    /// Appends escaped text.
    pub fn push_text(&mut self, t: impl Display) {
        write_escaped(&mut self.0, t);
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Display for Markup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<M: Into<Markup>> FromIterator<M> for Markup {
    fn from_iter<I: IntoIterator<Item = M>>(iter: I) -> Markup {
        let mut m = Markup::new();
        m.extend(iter);
        m
    }
}

impl<M: Into<Markup>> Extend<M> for Markup {
    fn extend<I: IntoIterator<Item = M>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

impl From<El> for Markup {
    fn from(e: El) -> Markup {
        e.close()
    }
}

impl From<Option<Markup>> for Markup {
    fn from(m: Option<Markup>) -> Markup {
        m.unwrap_or_default()
    }
}

/// Escaped text, as markup.
pub fn text(t: impl Display) -> Markup {
    let mut m = Markup::new();
    m.push_text(t);
    m
}

/// An element being written: `<tag`, its attributes, then its children.
#[must_use = "an element is markup only once it is closed (into Markup)"]
pub struct El {
    out: String,
    tag: &'static str,
    /// True once the start tag's `>` is written (the first child closes it).
    started: bool,
}

/// Starts an element.
pub fn el(tag: &'static str) -> El {
    let mut out = String::with_capacity(64);
    out.push('<');
    out.push_str(tag);
    El {
        out,
        tag,
        started: false,
    }
}

/// HTML elements that have no end tag.
const VOID: [&str; 8] = ["area", "br", "col", "hr", "img", "input", "link", "meta"];

impl El {
    /// An attribute, its value escaped.
    pub fn attr(mut self, name: &'static str, value: impl Display) -> El {
        debug_assert!(!self.started, "attributes come before children");
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        write_escaped(&mut self.out, value);
        self.out.push('"');
        self
    }

    /// An attribute when `value` is `Some`.
    pub fn attr_opt(self, name: &'static str, value: Option<impl Display>) -> El {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// A boolean attribute (`hidden`, `disabled`), written when `on`.
    pub fn flag(mut self, name: &'static str, on: bool) -> El {
        if on {
            self.out.push(' ');
            self.out.push_str(name);
        }
        self
    }

    pub fn class(self, value: impl Display) -> El {
        self.attr("class", value)
    }

    /// A child: another element, text or markup.
    pub fn child(mut self, child: impl Into<Markup>) -> El {
        self.start();
        self.out.push_str(&child.into().0);
        self
    }

    /// Children, in order.
    pub fn children<M: Into<Markup>>(mut self, children: impl IntoIterator<Item = M>) -> El {
        self.start();
        for c in children {
            self.out.push_str(&c.into().0);
        }
        self
    }

    /// Escaped text as a child.
    pub fn text(mut self, t: impl Display) -> El {
        self.start();
        write_escaped(&mut self.out, t);
        self
    }

    fn start(&mut self) {
        if !self.started {
            self.out.push('>');
            self.started = true;
        }
    }

    fn close(mut self) -> Markup {
        self.start();
        if !VOID.contains(&self.tag) {
            self.out.push_str("</");
            self.out.push_str(self.tag);
            self.out.push('>');
        }
        Markup(self.out)
    }
}

/// Sets the markup inside `el` (for layers the app redraws itself, outside `view!`).
pub fn set_inner(el: &web_sys::Element, markup: &Markup) {
    el.set_inner_html(&markup.0);
}

/// Writes `t` with `&`, `<`, `>` and `"` escaped: safe in text and in a double-quoted attribute.
fn write_escaped(out: &mut String, t: impl Display) {
    struct Escaping<'a>(&'a mut String);
    impl fmt::Write for Escaping<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            for ch in s.chars() {
                match ch {
                    '&' => self.0.push_str("&amp;"),
                    '<' => self.0.push_str("&lt;"),
                    '>' => self.0.push_str("&gt;"),
                    '"' => self.0.push_str("&quot;"),
                    c => self.0.push(c),
                }
            }
            Ok(())
        }
    }
    // Writing to a String cannot fail.
    write!(Escaping(out), "{t}").expect("writing to a String");
}

mod leptos_value {
    //! `Markup` as the value of `inner_html=` in `view!`: the same as a `String`'s. `view!`
    //! passes every attribute's value through `IntoAttributeValue` first, so `Markup` is an
    //! attribute value too (set as an attribute, its text is never parsed as markup).
    use super::Markup;
    use leptos::tachys::html::attribute::AttributeValue;
    use leptos::tachys::html::element::InnerHtmlValue;
    use leptos::tachys::renderer::types::Element;

    impl AttributeValue for Markup {
        type AsyncOutput = Self;
        type State = <String as AttributeValue>::State;
        type Cloneable = Self;
        type CloneableOwned = Self;

        fn html_len(&self) -> usize {
            self.0.len()
        }
        fn to_html(self, key: &str, buf: &mut String) {
            AttributeValue::to_html(self.0, key, buf)
        }
        fn to_template(_key: &str, _buf: &mut String) {}
        fn hydrate<const FROM_SERVER: bool>(self, key: &str, el: &Element) -> Self::State {
            AttributeValue::hydrate::<FROM_SERVER>(self.0, key, el)
        }
        fn build(self, el: &Element, key: &str) -> Self::State {
            AttributeValue::build(self.0, el, key)
        }
        fn rebuild(self, key: &str, state: &mut Self::State) {
            AttributeValue::rebuild(self.0, key, state)
        }
        fn into_cloneable(self) -> Self {
            self
        }
        fn into_cloneable_owned(self) -> Self {
            self
        }
        fn dry_resolve(&mut self) {}
        async fn resolve(self) -> Self {
            self
        }
    }

    impl InnerHtmlValue for Markup {
        type AsyncOutput = Self;
        type State = <String as InnerHtmlValue>::State;
        type Cloneable = Self;
        type CloneableOwned = Self;

        fn html_len(&self) -> usize {
            self.0.len()
        }
        fn to_html(self, buf: &mut String) {
            InnerHtmlValue::to_html(self.0, buf)
        }
        fn to_template(_buf: &mut String) {}
        fn hydrate<const FROM_SERVER: bool>(self, el: &Element) -> Self::State {
            InnerHtmlValue::hydrate::<FROM_SERVER>(self.0, el)
        }
        fn build(self, el: &Element) -> Self::State {
            InnerHtmlValue::build(self.0, el)
        }
        fn rebuild(self, state: &mut Self::State) {
            InnerHtmlValue::rebuild(self.0, state)
        }
        fn into_cloneable(self) -> Self {
            self
        }
        fn into_cloneable_owned(self) -> Self {
            self
        }
        fn dry_resolve(&mut self) {}
        async fn resolve(self) -> Self {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attribute_values_are_escaped() {
        let hostile = r#""><img src=x onerror=alert(1)>&"#;
        let m: Markup = el("p").attr("title", hostile).text(hostile).into();
        assert_eq!(
            m.as_str(),
            "<p title=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;\">\
             &quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;</p>"
        );
        assert_eq!(text("Bond's — 2–12").as_str(), "Bond's — 2–12");
    }

    #[test]
    fn elements_nest_and_void_elements_have_no_end_tag() {
        let m: Markup = el("g")
            .class("pieces")
            .child(el("circle").attr("r", 4.5))
            .children((1..=2).map(|i| el("text").text(i)))
            .child(el("br"))
            .into();
        assert_eq!(
            m.as_str(),
            r#"<g class="pieces"><circle r="4.5"></circle><text>1</text><text>2</text><br></g>"#
        );
    }

    #[test]
    fn optional_and_boolean_attributes() {
        let m: Markup = el("button")
            .attr_opt("aria-label", None::<&str>)
            .attr_opt("data-x", Some(3))
            .flag("disabled", true)
            .flag("hidden", false)
            .into();
        assert_eq!(m.as_str(), r#"<button data-x="3" disabled></button>"#);
    }

    #[test]
    fn markup_collects_from_pieces() {
        let mut m: Markup = ["a", "<b>"].into_iter().map(text).collect();
        m.push(Markup::trusted("<hr>"));
        m.push_text('&');
        assert_eq!(m.to_string(), "a&lt;b&gt;<hr>&amp;");
    }
}
