package widgets

// IntSlider returns a slider of whole numbers from min to max, at value.
func IntSlider(description string, min, max, value int) *Widget {
	return open(controlsModule, controlsVersion, "IntSliderModel", "IntSliderView", "int", map[string]any{
		"description": description, "min": min, "max": max, "value": value, "step": 1,
		"orientation": "horizontal", "readout": true, "readout_format": "d", "continuous_update": true,
	}, nil)
}

// FloatSlider returns a slider of numbers from min to max in steps of
// step, at value.
func FloatSlider(description string, min, max, step, value float64) *Widget {
	return open(controlsModule, controlsVersion, "FloatSliderModel", "FloatSliderView", "float64", map[string]any{
		"description": description, "min": min, "max": max, "value": value, "step": step,
		"orientation": "horizontal", "readout": true, "readout_format": ".2f", "continuous_update": true,
	}, nil)
}

// Dropdown returns a choice among options, at value (which should be one
// of them).
func Dropdown(description string, options []string, value string) *Widget {
	index := 0
	for i, o := range options {
		if o == value {
			index = i
		}
	}
	if options == nil {
		options = []string{}
	}
	return open(controlsModule, controlsVersion, "DropdownModel", "DropdownView", "string", map[string]any{
		"description": description, "_options_labels": options, "index": index,
	}, nil)
}

// Button returns a button. Clicks counts its clicks; OnClick runs a
// notebook function at every click.
func Button(description string) *Widget {
	return open(controlsModule, controlsVersion, "ButtonModel", "ButtonView", "", map[string]any{
		"description": description, "button_style": "", "icon": "", "tooltip": nil,
	}, nil)
}

// Text returns a one-line text field holding value.
func Text(description, value string) *Widget {
	return open(controlsModule, controlsVersion, "TextModel", "TextView", "string", map[string]any{
		"description": description, "value": value, "placeholder": "", "continuous_update": true,
	}, nil)
}

// Checkbox returns a checkbox, ticked when value is true.
func Checkbox(description string, value bool) *Widget {
	return open(controlsModule, controlsVersion, "CheckboxModel", "CheckboxView", "bool", map[string]any{
		"description": description, "value": value, "indent": true,
	}, nil)
}

// HTML returns a widget showing HTML; Set("value", …) changes it.
func HTML(html string) *Widget {
	return open(controlsModule, controlsVersion, "HTMLModel", "HTMLView", "string", map[string]any{
		"value": html, "description": "", "placeholder": "",
	}, nil)
}

// Image returns a widget showing an image; format is "png", "jpeg", "gif"
// or "svg+xml". The bytes travel as a binary buffer, not base64.
func Image(data []byte, format string) *Widget {
	return open(controlsModule, controlsVersion, "ImageModel", "ImageView", "", map[string]any{
		"format": format, "width": "", "height": "", "value": nil,
	}, map[string][]byte{"value": data})
}

// HBox lays widgets out in a row.
func HBox(children ...*Widget) *Widget {
	return open(controlsModule, controlsVersion, "HBoxModel", "HBoxView", "", map[string]any{
		"children": refs(children), "box_style": "",
	}, nil)
}

// VBox lays widgets out in a column.
func VBox(children ...*Widget) *Widget {
	return open(controlsModule, controlsVersion, "VBoxModel", "VBoxView", "", map[string]any{
		"children": refs(children), "box_style": "",
	}, nil)
}

// refs returns references to widgets, as boxes hold their children.
func refs(ws []*Widget) []string {
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		if w != nil && w.err == nil {
			out = append(out, "IPY_MODEL_"+w.id)
		}
	}
	return out
}
