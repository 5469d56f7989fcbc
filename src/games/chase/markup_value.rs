//! `Markup` as the value of `inner_html=` in `view!`, plain or as a closure.
//!
//! `view!` passes every attribute's value through `IntoAttributeValue` before it reaches
//! `inner_html`, and a closure's value only when that value is an `AttributeValue`; so
//! `InnerHtmlValue` alone (`ui::markup`) is not enough for `inner_html=markup` nor for
//! `inner_html=move || markup()`. As an attribute value `Markup` is its text, which the
//! browser sets without parsing it. (It belongs beside `Markup` in `ui::markup`.)

use leptos::tachys::html::attribute::AttributeValue;
use leptos::tachys::renderer::types::Element;

use crate::ui::markup::Markup;

impl AttributeValue for Markup {
    type AsyncOutput = Self;
    type State = <String as AttributeValue>::State;
    type Cloneable = Self;
    type CloneableOwned = Self;

    fn html_len(&self) -> usize {
        self.as_str().len()
    }
    fn to_html(self, key: &str, buf: &mut String) {
        self.to_string().to_html(key, buf)
    }
    fn to_template(_key: &str, _buf: &mut String) {}
    fn hydrate<const FROM_SERVER: bool>(self, key: &str, el: &Element) -> Self::State {
        self.to_string().hydrate::<FROM_SERVER>(key, el)
    }
    fn build(self, el: &Element, key: &str) -> Self::State {
        self.to_string().build(el, key)
    }
    fn rebuild(self, key: &str, state: &mut Self::State) {
        self.to_string().rebuild(key, state)
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
