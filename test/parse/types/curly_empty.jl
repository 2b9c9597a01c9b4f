Union{}
